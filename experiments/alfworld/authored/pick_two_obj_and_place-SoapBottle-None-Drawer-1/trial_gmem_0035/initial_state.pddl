(define (problem plan_trial_gmem_0035)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        SoapBottle_bar__minus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_47 - object
        SoapBottle_bar__minus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_48 - object
        Box_bar__plus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_49 - object
        Bowl_bar__plus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_50 - object
        Cup_bar__plus_00_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_51 - object
        Vase_bar__minus_01_dot_81_bar__plus_01_dot_00_bar__minus_01_dot_27 - object
        Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48 - receptacle
        CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 - receptacle
        Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20 - receptacle
        Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 - receptacle
        Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 - receptacle
        Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_3_bar_0 - location
        loc_bar__minus_5_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_3_bar__minus_7_bar_2_bar_30 - location
        loc_bar_7_bar__minus_7_bar_3_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48 CounterTopType)
        (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 CounterTopType)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20 DrawerType)
        (receptacleType Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 FridgeType)
        (receptacleType Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 MicrowaveType)
        (receptacleType Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin SinkBasinType)
        (objectType SoapBottle_bar__minus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_47 SoapBottleType)
        (objectType SoapBottle_bar__minus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_48 SoapBottleType)
        (objectType Box_bar__plus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_49 BoxType)
        (objectType Bowl_bar__plus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_50 BowlType)
        (objectType Cup_bar__plus_00_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_51 CupType)
        (objectType Vase_bar__minus_01_dot_81_bar__plus_01_dot_00_bar__minus_01_dot_27 VaseType)
        (canContain CabinetType BowlType)
        (canContain CabinetType BoxType)
        (canContain CabinetType CupType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType VaseType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BoxType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType VaseType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (pickupable SoapBottle_bar__minus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_47)
        (pickupable SoapBottle_bar__minus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_48)
        (pickupable Box_bar__plus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_49)
        (isReceptacleObject Box_bar__plus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_49)
        (pickupable Bowl_bar__plus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_50)
        (isReceptacleObject Bowl_bar__plus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_50)
        (cleanable Bowl_bar__plus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_50)
        (coolable Bowl_bar__plus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_50)
        (pickupable Cup_bar__plus_00_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_51)
        (isReceptacleObject Cup_bar__plus_00_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_51)
        (cleanable Cup_bar__plus_00_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_51)
        (heatable Cup_bar__plus_00_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_51)
        (coolable Cup_bar__plus_00_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_51)
        (pickupable Vase_bar__minus_01_dot_81_bar__plus_01_dot_00_bar__minus_01_dot_27)
        (openable Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (openable Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20)
        (openable Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20)
        (openable Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09)
        (openable Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle SoapBottle_bar__minus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_47 Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (inReceptacle SoapBottle_bar__minus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_48 Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (inReceptacle Box_bar__plus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_49 Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (inReceptacle Bowl_bar__plus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_50 Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (inReceptacle Cup_bar__plus_00_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_51 Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (inReceptacle Vase_bar__minus_01_dot_81_bar__plus_01_dot_00_bar__minus_01_dot_27 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_73_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar__minus_4_bar__minus_7_bar_2_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_69_bar__plus_00_dot_95_bar__minus_02_dot_48 loc_bar_3_bar__minus_7_bar_2_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 loc_bar_7_bar__minus_7_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_01_dot_56_bar__plus_00_dot_84_bar__plus_00_dot_20 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (receptacleAtLocation Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 loc_bar__minus_4_bar_4_bar_3_bar_0)
        (receptacleAtLocation Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin loc_bar__minus_5_bar__minus_6_bar_3_bar_30)
        (objectAtLocation SoapBottle_bar__minus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_47 loc_bar__minus_4_bar__minus_7_bar_2_bar__minus_30)
        (objectAtLocation SoapBottle_bar__minus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_48 loc_bar__minus_4_bar__minus_7_bar_2_bar__minus_30)
        (objectAtLocation Box_bar__plus_00_dot_71_bar__plus_02_dot_07_bar__minus_02_dot_49 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (objectAtLocation Bowl_bar__plus_00_dot_72_bar__plus_02_dot_07_bar__minus_02_dot_50 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (objectAtLocation Cup_bar__plus_00_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_51 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (objectAtLocation Vase_bar__minus_01_dot_81_bar__plus_01_dot_00_bar__minus_01_dot_27 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
