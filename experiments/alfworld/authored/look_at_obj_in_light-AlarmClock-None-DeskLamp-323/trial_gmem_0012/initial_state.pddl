(define (problem plan_trial_gmem_0012)
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
        AlarmClock_bar__plus_02_dot_33_bar__plus_00_dot_04_bar__minus_03_dot_23 - object
        DeskLamp_bar__plus_02_dot_34_bar__plus_00_dot_04_bar__minus_03_dot_24 - object
        Mug_bar__plus_02_dot_35_bar__plus_00_dot_04_bar__minus_03_dot_25 - object
        Laptop_bar__plus_02_dot_36_bar__plus_00_dot_04_bar__minus_03_dot_26 - object
        Pot_bar__minus_02_dot_37_bar__plus_00_dot_51_bar__minus_03_dot_20 - object
        Bowl_bar__minus_02_dot_36_bar__plus_00_dot_51_bar__minus_00_dot_57 - object
        Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 - receptacle
        Bed_bar__minus_01_dot_64_bar__minus_00_dot_04_bar__minus_01_dot_86 - receptacle
        Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 - receptacle
        Drawer_bar__plus_02_dot_64_bar__plus_00_dot_16_bar__plus_01_dot_51 - receptacle
        Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 - receptacle
        Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 - receptacle
        Safe_bar__plus_02_dot_70_bar__plus_01_dot_23_bar__plus_01_dot_77 - receptacle
        SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 - receptacle
        SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 - receptacle
        loc_bar__minus_5_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        loc_bar_0_bar__minus_8_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_5_bar_0_bar_1_bar_30 - location
        loc_bar_6_bar_4_bar_1_bar_30 - location
        loc_bar_8_bar__minus_10_bar_2_bar_30 - location
        loc_bar_9_bar_5_bar_1_bar_30 - location
        loc_bar_9_bar_6_bar_1_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 BedType)
        (receptacleType Bed_bar__minus_01_dot_64_bar__minus_00_dot_04_bar__minus_01_dot_86 BedType)
        (receptacleType Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 DeskType)
        (receptacleType Drawer_bar__plus_02_dot_64_bar__plus_00_dot_16_bar__plus_01_dot_51 DrawerType)
        (receptacleType Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 DrawerType)
        (receptacleType Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 DresserType)
        (receptacleType Safe_bar__plus_02_dot_70_bar__plus_01_dot_23_bar__plus_01_dot_77 SafeType)
        (receptacleType SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 SideTableType)
        (receptacleType SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 SideTableType)
        (objectType AlarmClock_bar__plus_02_dot_33_bar__plus_00_dot_04_bar__minus_03_dot_23 AlarmClockType)
        (objectType DeskLamp_bar__plus_02_dot_34_bar__plus_00_dot_04_bar__minus_03_dot_24 DeskLampType)
        (objectType Mug_bar__plus_02_dot_35_bar__plus_00_dot_04_bar__minus_03_dot_25 MugType)
        (objectType Laptop_bar__plus_02_dot_36_bar__plus_00_dot_04_bar__minus_03_dot_26 LaptopType)
        (objectType Pot_bar__minus_02_dot_37_bar__plus_00_dot_51_bar__minus_03_dot_20 PotType)
        (objectType Bowl_bar__minus_02_dot_36_bar__plus_00_dot_51_bar__minus_00_dot_57 BowlType)
        (canContain BedType LaptopType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BowlType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BowlType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BowlType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType PotType)
        (pickupable AlarmClock_bar__plus_02_dot_33_bar__plus_00_dot_04_bar__minus_03_dot_23)
        (toggleable DeskLamp_bar__plus_02_dot_34_bar__plus_00_dot_04_bar__minus_03_dot_24)
        (pickupable Mug_bar__plus_02_dot_35_bar__plus_00_dot_04_bar__minus_03_dot_25)
        (isReceptacleObject Mug_bar__plus_02_dot_35_bar__plus_00_dot_04_bar__minus_03_dot_25)
        (cleanable Mug_bar__plus_02_dot_35_bar__plus_00_dot_04_bar__minus_03_dot_25)
        (heatable Mug_bar__plus_02_dot_35_bar__plus_00_dot_04_bar__minus_03_dot_25)
        (coolable Mug_bar__plus_02_dot_35_bar__plus_00_dot_04_bar__minus_03_dot_25)
        (pickupable Laptop_bar__plus_02_dot_36_bar__plus_00_dot_04_bar__minus_03_dot_26)
        (pickupable Pot_bar__minus_02_dot_37_bar__plus_00_dot_51_bar__minus_03_dot_20)
        (isReceptacleObject Pot_bar__minus_02_dot_37_bar__plus_00_dot_51_bar__minus_03_dot_20)
        (cleanable Pot_bar__minus_02_dot_37_bar__plus_00_dot_51_bar__minus_03_dot_20)
        (coolable Pot_bar__minus_02_dot_37_bar__plus_00_dot_51_bar__minus_03_dot_20)
        (pickupable Bowl_bar__minus_02_dot_36_bar__plus_00_dot_51_bar__minus_00_dot_57)
        (isReceptacleObject Bowl_bar__minus_02_dot_36_bar__plus_00_dot_51_bar__minus_00_dot_57)
        (cleanable Bowl_bar__minus_02_dot_36_bar__plus_00_dot_51_bar__minus_00_dot_57)
        (coolable Bowl_bar__minus_02_dot_36_bar__plus_00_dot_51_bar__minus_00_dot_57)
        (openable Drawer_bar__plus_02_dot_64_bar__plus_00_dot_16_bar__plus_01_dot_51)
        (openable Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15)
        (openable Safe_bar__plus_02_dot_70_bar__plus_01_dot_23_bar__plus_01_dot_77)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle AlarmClock_bar__plus_02_dot_33_bar__plus_00_dot_04_bar__minus_03_dot_23 Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22)
        (inReceptacle DeskLamp_bar__plus_02_dot_34_bar__plus_00_dot_04_bar__minus_03_dot_24 Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22)
        (inReceptacle Mug_bar__plus_02_dot_35_bar__plus_00_dot_04_bar__minus_03_dot_25 Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22)
        (inReceptacle Laptop_bar__plus_02_dot_36_bar__plus_00_dot_04_bar__minus_03_dot_26 Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22)
        (inReceptacle Pot_bar__minus_02_dot_37_bar__plus_00_dot_51_bar__minus_03_dot_20 SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15)
        (inReceptacle Bowl_bar__minus_02_dot_36_bar__plus_00_dot_51_bar__minus_00_dot_57 SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51)
        (receptacleAtLocation Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 loc_bar_5_bar_0_bar_1_bar_30)
        (receptacleAtLocation Bed_bar__minus_01_dot_64_bar__minus_00_dot_04_bar__minus_01_dot_86 loc_bar_0_bar__minus_8_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_02_dot_64_bar__plus_00_dot_16_bar__plus_01_dot_51 loc_bar_6_bar_4_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 loc_bar__minus_5_bar__minus_12_bar_3_bar_30)
        (receptacleAtLocation Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 loc_bar_9_bar_5_bar_1_bar_30)
        (receptacleAtLocation Safe_bar__plus_02_dot_70_bar__plus_01_dot_23_bar__plus_01_dot_77 loc_bar_9_bar_6_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 loc_bar__minus_7_bar__minus_12_bar_3_bar_30)
        (objectAtLocation AlarmClock_bar__plus_02_dot_33_bar__plus_00_dot_04_bar__minus_03_dot_23 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (objectAtLocation DeskLamp_bar__plus_02_dot_34_bar__plus_00_dot_04_bar__minus_03_dot_24 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (objectAtLocation Mug_bar__plus_02_dot_35_bar__plus_00_dot_04_bar__minus_03_dot_25 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (objectAtLocation Laptop_bar__plus_02_dot_36_bar__plus_00_dot_04_bar__minus_03_dot_26 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (objectAtLocation Pot_bar__minus_02_dot_37_bar__plus_00_dot_51_bar__minus_03_dot_20 loc_bar__minus_7_bar__minus_12_bar_3_bar_30)
        (objectAtLocation Bowl_bar__minus_02_dot_36_bar__plus_00_dot_51_bar__minus_00_dot_57 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        )

(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o AlarmClockType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
