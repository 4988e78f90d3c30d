(define (problem plan_trial_gmem_0037)
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
        Plate_bar__minus_00_dot_87_bar__plus_02_dot_19_bar__minus_03_dot_70 - object
        Bowl_bar__minus_01_dot_30_bar__plus_01_dot_57_bar__minus_03_dot_87 - object
        Potato_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04 - object
        Cup_bar__minus_00_dot_54_bar__plus_00_dot_44_bar__minus_03_dot_44 - object
        Pot_bar__minus_00_dot_30_bar__plus_00_dot_96_bar__minus_02_dot_06 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 - receptacle
        CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 - receptacle
        DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 - receptacle
        Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 - receptacle
        Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 - receptacle
        Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 - receptacle
        Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar__minus_4_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_11_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 CabinetType)
        (receptacleType CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 CounterTopType)
        (receptacleType DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 DiningTableType)
        (receptacleType Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 DrawerType)
        (receptacleType Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 FridgeType)
        (receptacleType Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (objectType Plate_bar__minus_00_dot_87_bar__plus_02_dot_19_bar__minus_03_dot_70 PlateType)
        (objectType Bowl_bar__minus_01_dot_30_bar__plus_01_dot_57_bar__minus_03_dot_87 BowlType)
        (objectType Potato_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04 PotatoType)
        (objectType Cup_bar__minus_00_dot_54_bar__plus_00_dot_44_bar__minus_03_dot_44 CupType)
        (objectType Pot_bar__minus_00_dot_30_bar__plus_00_dot_96_bar__minus_02_dot_06 PotType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (pickupable Plate_bar__minus_00_dot_87_bar__plus_02_dot_19_bar__minus_03_dot_70)
        (isReceptacleObject Plate_bar__minus_00_dot_87_bar__plus_02_dot_19_bar__minus_03_dot_70)
        (cleanable Plate_bar__minus_00_dot_87_bar__plus_02_dot_19_bar__minus_03_dot_70)
        (heatable Plate_bar__minus_00_dot_87_bar__plus_02_dot_19_bar__minus_03_dot_70)
        (coolable Plate_bar__minus_00_dot_87_bar__plus_02_dot_19_bar__minus_03_dot_70)
        (pickupable Bowl_bar__minus_01_dot_30_bar__plus_01_dot_57_bar__minus_03_dot_87)
        (isReceptacleObject Bowl_bar__minus_01_dot_30_bar__plus_01_dot_57_bar__minus_03_dot_87)
        (cleanable Bowl_bar__minus_01_dot_30_bar__plus_01_dot_57_bar__minus_03_dot_87)
        (coolable Bowl_bar__minus_01_dot_30_bar__plus_01_dot_57_bar__minus_03_dot_87)
        (pickupable Potato_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04)
        (cleanable Potato_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04)
        (heatable Potato_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04)
        (coolable Potato_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04)
        (sliceable Potato_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04)
        (pickupable Cup_bar__minus_00_dot_54_bar__plus_00_dot_44_bar__minus_03_dot_44)
        (isReceptacleObject Cup_bar__minus_00_dot_54_bar__plus_00_dot_44_bar__minus_03_dot_44)
        (cleanable Cup_bar__minus_00_dot_54_bar__plus_00_dot_44_bar__minus_03_dot_44)
        (heatable Cup_bar__minus_00_dot_54_bar__plus_00_dot_44_bar__minus_03_dot_44)
        (coolable Cup_bar__minus_00_dot_54_bar__plus_00_dot_44_bar__minus_03_dot_44)
        (pickupable Pot_bar__minus_00_dot_30_bar__plus_00_dot_96_bar__minus_02_dot_06)
        (isReceptacleObject Pot_bar__minus_00_dot_30_bar__plus_00_dot_96_bar__minus_02_dot_06)
        (cleanable Pot_bar__minus_00_dot_30_bar__plus_00_dot_96_bar__minus_02_dot_06)
        (coolable Pot_bar__minus_00_dot_30_bar__plus_00_dot_96_bar__minus_02_dot_06)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (openable Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27)
        (openable Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (openable Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Plate_bar__minus_00_dot_87_bar__plus_02_dot_19_bar__minus_03_dot_70 Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (inReceptacle Bowl_bar__minus_01_dot_30_bar__plus_01_dot_57_bar__minus_03_dot_87 Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (inReceptacle Potato_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04 Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin)
        (inReceptacle Cup_bar__minus_00_dot_54_bar__plus_00_dot_44_bar__minus_03_dot_44 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (inReceptacle Pot_bar__minus_00_dot_30_bar__plus_00_dot_96_bar__minus_02_dot_06 Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (receptacleAtLocation Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (receptacleAtLocation Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (objectAtLocation Plate_bar__minus_00_dot_87_bar__plus_02_dot_19_bar__minus_03_dot_70 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (objectAtLocation Bowl_bar__minus_01_dot_30_bar__plus_01_dot_57_bar__minus_03_dot_87 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (objectAtLocation Potato_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04 loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (objectAtLocation Cup_bar__minus_00_dot_54_bar__plus_00_dot_44_bar__minus_03_dot_44 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (objectAtLocation Pot_bar__minus_00_dot_30_bar__plus_00_dot_96_bar__minus_02_dot_06 loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
